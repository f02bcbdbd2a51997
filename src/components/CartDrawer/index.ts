export { CartDrawer } from './CartDrawer.tsx';
export { LazyCartDrawer } from './LazyCartDrawer.tsx';
