import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { creditsServiceDefinition } from './credits.service-definition';

void bootstrapService(creditsServiceDefinition);
