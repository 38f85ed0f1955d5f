export { aiAssistRoutes } from './ai-assist.routes';
export { createAiAssistService } from './ai-assist.service';
export { geminiRoutes } from './gemini.routes';
export { createPersonContext, type AiSubject, type PersonContextSource } from './person-context';
