import { describePlatformContract } from '@hookline/server-testing';
import { profileServiceDefinition } from '../../src/profile.service-definition';

describePlatformContract(profileServiceDefinition);
