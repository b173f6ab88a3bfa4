import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { authServiceDefinition } from './auth.service-definition';

void bootstrapService(authServiceDefinition);
