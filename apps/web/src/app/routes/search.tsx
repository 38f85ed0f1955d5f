import { PagePlaceholder } from '../layout/page-placeholder';

export default function SearchRoute() {
  return (
    <PagePlaceholder
      title="Search memories"
      description="Soon you will be able to search across every memory you have written."
    />
  );
}
