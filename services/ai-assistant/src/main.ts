import { runService } from '@studyhall/platform/service';
import { aiAssistantService } from './service.js';

runService(aiAssistantService);
