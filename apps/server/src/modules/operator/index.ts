export { createBackupService, OperatorError, type BackupService, type BackupSummary } from './backup.service';
export { createOperatorService, type OperatorService, type OperatorUserView } from './operator.service';
