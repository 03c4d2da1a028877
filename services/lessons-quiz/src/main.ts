import { runService } from '@studyhall/platform/service';
import { lessonsQuizService } from './service.js';

runService(lessonsQuizService);
