import { describePlatformContract } from '@hookline/server-testing';
import { authServiceDefinition } from '../../src/auth.service-definition';

describePlatformContract(authServiceDefinition);
