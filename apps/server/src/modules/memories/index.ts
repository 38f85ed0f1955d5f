export { createMemoriesRepository, type MemoriesRepository, type WriteupClaim } from './memories.repository';
export { memoriesRoutes } from './memories.routes';
export { createMemoriesService } from './memories.service';
export { toMemoryDto } from './memory-dto';
export { createMemoryWriteups, type MemoryWriteups } from './memory-writeups';
