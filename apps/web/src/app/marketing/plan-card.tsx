import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';

type PlanCardProps = {
  name: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  isCurrent?: boolean;
  highlighted?: boolean;
  /** The button(s) and notes under the plan. */
  children: ReactNode;
};

/** One plan on the pricing page: name, price, what is included, and what the visitor can do. */
export function PlanCard({ name, price, priceNote, features, isCurrent = false, highlighted = false, children }: PlanCardProps) {
  return (
    <Card
      component="article"
      aria-label={name}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderWidth: highlighted ? 2 : 1, borderColor: highlighted ? 'secondary.main' : 'divider' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {isCurrent && <Chip label="Current plan" color="primary" size="small" />}
        </Stack>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {priceNote}
        </Typography>
        <List dense disablePadding>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Check color="success" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2 }} disableSpacing>
        {children}
      </CardActions>
    </Card>
  );
}
