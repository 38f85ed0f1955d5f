export { toUserDto } from './user-dto';
export { createUsersRepository, type UsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export { createUsersService } from './users.service';
