import 'reflect-metadata';
import { bootstrapService } from '@hookline/server-runtime';
import { profileServiceDefinition } from './profile.service-definition';

void bootstrapService(profileServiceDefinition);
