import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CakeOutlined from '@mui/icons-material/CakeOutlined';

/**
 * A drawn sample of a kindred profile for the hero. It is decoration, built from MUI parts
 * instead of an image, and hidden from assistive technology because the text beside it says it all.
 */
export function ProductPreview() {
  return (
    <Box aria-hidden sx={{ position: 'relative', maxWidth: 420, mx: 'auto', width: '100%' }}>
      <Paper elevation={6} sx={{ p: 3, borderRadius: 4 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }}>M</Avatar>
          <div>
            <Typography variant="h6" component="p">
              Maya
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Friend since university
            </Typography>
          </div>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle2" component="p">
            Pottery class, finally
          </Typography>
          <Typography variant="body2" color="text.secondary">
            She signed up for the Thursday evening course and is nervous about the first session.
          </Typography>
        </Paper>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip icon={<CakeOutlined />} label="Birthday · March 14" size="small" color="primary" variant="outlined" />
          <Chip icon={<AutoAwesomeOutlined />} label="Gift idea ready" size="small" color="secondary" variant="outlined" />
        </Stack>
      </Paper>
    </Box>
  );
}
