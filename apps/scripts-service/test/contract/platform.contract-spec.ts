import { describePlatformContract } from '@hookline/server-testing';
import { scriptsServiceDefinition } from '../../src/scripts.service-definition';

describePlatformContract(scriptsServiceDefinition);
