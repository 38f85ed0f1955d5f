import { PagePlaceholder } from '../layout/page-placeholder';

export default function KindredRoute() {
  return (
    <PagePlaceholder
      title="Kindred profile"
      description="Everything about one person will live here: their memories, key dates, an AI portrait, ice breakers and gift ideas."
    />
  );
}
