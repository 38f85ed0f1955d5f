import { useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { Spinner } from '../../components/spinner';

/**
 * Shown while the next screen's code loads. The short delay keeps fast, cached navigations
 * from flashing a spinner.
 */
export function NavigationSpinner() {
  const isLoading = useNavigation().state === 'loading';
  return (
    <Fade in={isLoading} style={{ transitionDelay: isLoading ? '200ms' : '0ms' }} unmountOnExit>
      <Box sx={{ position: 'fixed', top: 96, left: 0, right: 0, display: 'flex', justifyContent: 'center', zIndex: 'appBar' }}>
        <Spinner />
      </Box>
    </Fade>
  );
}
