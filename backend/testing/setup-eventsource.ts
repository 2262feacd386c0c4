// Node 20 has no EventSource; the PocketBase SDK needs one for realtime subscriptions.
import { EventSource } from 'eventsource';

if (!('EventSource' in globalThis)) Object.assign(globalThis, { EventSource });
