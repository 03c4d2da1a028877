// The built social-feed service in a child process, so a test can SIGKILL it mid-work (plain
// JavaScript on dist/: Node cannot strip the kit's TypeScript parameter properties). Env as the
// service's own, plus KAFKA_PREFIX (this run's topics and group). Prints "ready" once consuming.
import { bootService } from '@studyhall/platform/service';
import { socialFeedService } from '../../dist/service.js';

await bootService(socialFeedService, { kafkaPrefix: process.env.KAFKA_PREFIX ?? '' });
console.log('ready');
