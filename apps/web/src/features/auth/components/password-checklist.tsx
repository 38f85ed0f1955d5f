import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { checkPasswordRules } from '@kindred/core/validation';
import { visuallyHidden } from '../../../components/visually-hidden';
import { AUTH_TEXTS } from '../texts';

/** The live password checklist of spec §5: every rule, ticked as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const rules = checkPasswordRules(password);
  const metCount = rules.filter((rule) => rule.passed).length;
  return (
    <Box sx={{ mt: 1, mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {AUTH_TEXTS.checklistTitle}
      </Typography>
      <List dense disablePadding>
        {rules.map((rule) => (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {rule.passed ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {rule.label}
                  <Box component="span" sx={visuallyHidden}>
                    {rule.passed ? ' (met)' : ' (not met yet)'}
                  </Box>
                </>
              }
              slotProps={{ primary: { color: rule.passed ? 'text.primary' : 'text.secondary', variant: 'body2' } }}
            />
          </ListItem>
        ))}
      </List>
      <Box component="p" aria-live="polite" sx={visuallyHidden}>
        {`${metCount} of ${rules.length} password requirements met`}
      </Box>
    </Box>
  );
}
