import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { videoServiceDefinition } from './video.service-definition';

void bootstrapService(videoServiceDefinition);
