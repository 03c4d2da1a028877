import { runService } from '@studyhall/platform/service';
import { homeworkService } from './service.js';

runService(homeworkService);
