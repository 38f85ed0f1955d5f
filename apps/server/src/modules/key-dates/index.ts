export { toKeyDateDto } from './key-date-dto';
export { createKeyDatesRepository, type KeyDatesRepository } from './key-dates.repository';
export { keyDatesRoutes } from './key-dates.routes';
export { createKeyDatesService } from './key-dates.service';
