import { runService } from '@studyhall/platform/service';
import { socialFeedService } from './service.js';

runService(socialFeedService);
