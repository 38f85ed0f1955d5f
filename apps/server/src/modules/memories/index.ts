export { createMemoriesRepository, type MemoriesRepository } from './memories.repository';
export { memoriesRoutes } from './memories.routes';
export { createMemoriesService } from './memories.service';
export { toMemoryDto } from './memory-dto';
export { memoryJobHandlers, processMemoryJob } from './memory-processing.job';
