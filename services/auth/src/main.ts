import { runService } from '@studyhall/platform/service';
import { authService } from './service.js';

runService(authService);
