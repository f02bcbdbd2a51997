import { Outlet } from 'react-router';
import { IsolatedLayout } from '#site/shell/IsolatedLayout.tsx';

export default function IsolatedRoutes() {
  return (
    <IsolatedLayout>
      <Outlet />
    </IsolatedLayout>
  );
}
