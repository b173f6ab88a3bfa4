import { JobEntity } from '@hookline/server-jobs';
import { OutboxMessageEntity } from '@hookline/server-messaging';

export const entities = [JobEntity, OutboxMessageEntity];
