import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { EXPORT_TEXTS } from '@kindred/core/kindred-texts';
import { AppButton } from '../../../components/app-button';
import { useDownloadExport } from '../api/download-export';

/** "Export my data": everything the user keeps here, as one JSON download. */
export function ExportData() {
  const download = useDownloadExport();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {EXPORT_TEXTS.description}
      </Typography>
      <AppButton variant="secondary" startIcon={<FileDownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
        {EXPORT_TEXTS.button}
      </AppButton>
    </>
  );
}
