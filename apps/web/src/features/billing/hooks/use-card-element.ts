import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { loadStripeJs } from '../lib/load-stripe';

export type CardElementState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; stripe: Stripe; card: StripeCardElement };

/** The card element draws inside Stripe's frame, so the theme reaches it as a style object. */
function cardStyleOf(theme: Theme): StripeElementStyle {
  return {
    base: {
      color: theme.palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: '16px',
      iconColor: theme.palette.text.secondary,
      '::placeholder': { color: theme.palette.text.secondary },
    },
    invalid: { color: theme.palette.error.main, iconColor: theme.palette.error.main },
  };
}

/**
 * Loads Stripe.js and mounts Stripe's card element (its own frame: the card number never reaches
 * this page's code) into `container`. `cardError` is Stripe's live message about what was typed
 * ("Your card number is invalid."), cleared once it is fixed.
 */
export function useCardElement(publishableKey: string, container: RefObject<HTMLDivElement | null>) {
  const theme = useTheme();
  const style = useMemo(() => cardStyleOf(theme), [theme]);
  // Mounted once with the first style; a theme switch restyles it in place, keeping what was typed.
  const [mountStyle] = useState(style);
  const [state, setState] = useState<CardElementState>({ status: 'loading' });
  const [cardError, setCardError] = useState<string | null>(null);
  const card = state.status === 'ready' ? state.card : null;

  useEffect(() => {
    let isCurrent = true;
    let mounted: StripeCardElement | null = null;
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (!isCurrent || !container.current) return;
        const element = stripe.elements().create('card', { style: mountStyle });
        mounted = element;
        element.on('ready', () => {
          if (!isCurrent) return;
          setState({ status: 'ready', stripe, card: element });
          // The person asked for this form: put them in it.
          element.focus();
        });
        element.on('change', (event: StripeCardElementChangeEvent) => setCardError(event.error?.message ?? null));
        element.mount(container.current);
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      mounted?.destroy();
    };
  }, [publishableKey, container, mountStyle]);

  useEffect(() => {
    card?.update({ style });
  }, [card, style]);

  return { state, cardError };
}
