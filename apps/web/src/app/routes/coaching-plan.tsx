import { PagePlaceholder } from '../layout/page-placeholder';

export default function CoachingPlanRoute() {
  return (
    <PagePlaceholder
      title="Coaching plan"
      description="A personal plan with thoughtful steps to strengthen your relationship with this person will appear here."
    />
  );
}
