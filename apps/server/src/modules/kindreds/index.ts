export { photoUrlOf, toKindredDto } from './kindred-dto';
export { createKindredsRepository, type KindredsRepository } from './kindreds.repository';
export { kindredsRoutes } from './kindreds.routes';
export { createKindredsService } from './kindreds.service';
