import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { scriptsServiceDefinition } from './scripts.service-definition';

void bootstrapService(scriptsServiceDefinition);
