import { PagePlaceholder } from '../layout/page-placeholder';

export default function GeminiTestRoute() {
  return (
    <PagePlaceholder
      title="AI assistant test"
      description="A place to try Kindred's AI assistant directly. It arrives with the AI features."
    />
  );
}
