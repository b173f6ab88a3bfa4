import { describePlatformContract } from '@hookline/server-testing';
import { creditsServiceDefinition } from '../../src/credits.service-definition';

describePlatformContract(creditsServiceDefinition);
