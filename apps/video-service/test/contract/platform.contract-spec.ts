import { describePlatformContract } from '@hookline/server-testing';
import { videoServiceDefinition } from '../../src/video.service-definition';

describePlatformContract(videoServiceDefinition);
