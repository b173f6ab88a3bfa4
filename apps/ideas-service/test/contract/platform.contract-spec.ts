import { describePlatformContract } from '@hookline/server-testing';
import { ideasServiceDefinition } from '../../src/ideas.service-definition';

describePlatformContract(ideasServiceDefinition);
