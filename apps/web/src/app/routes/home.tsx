import { FeatureGrid } from '../marketing/feature-grid';
import { Hero } from '../marketing/hero';
import { HowItWorks } from '../marketing/how-it-works';
import { PricingBand } from '../marketing/pricing-band';
import { PrivacyPromise } from '../marketing/privacy-promise';

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <HowItWorks />
      <PrivacyPromise />
      <PricingBand />
    </>
  );
}
