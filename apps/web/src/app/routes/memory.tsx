import { PagePlaceholder } from '../layout/page-placeholder';

export default function MemoryRoute() {
  return (
    <PagePlaceholder
      title="Memory"
      description="The full memory will be shown here, with its AI title, summary, category and key dates."
    />
  );
}
