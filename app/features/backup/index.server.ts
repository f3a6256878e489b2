/** What other parts of the app may use of backups on the server (the db:backup and db:restore commands); everything else is internal to it. */
export { pruneBackups } from "./prune-backups.server";
export { backupTarget, partialFile, writeBackup } from "./write-backup.server";
export { BackupRefused, resolveBackupFile } from "./read-backup.server";
export { restoreBackup } from "./restore-backup.server";
