import { Outlet } from 'react-router';
import { useRootData } from '#site/rootData.ts';
import { SiteLayout } from '#site/shell/SiteLayout.tsx';

export default function SiteRoutes() {
  const root = useRootData();
  return (
    <SiteLayout account={root?.account ?? null} siteOptions={root?.siteOptions}>
      <Outlet />
    </SiteLayout>
  );
}
