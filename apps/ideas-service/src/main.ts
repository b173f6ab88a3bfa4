import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { ideasServiceDefinition } from './ideas.service-definition';

void bootstrapService(ideasServiceDefinition);
