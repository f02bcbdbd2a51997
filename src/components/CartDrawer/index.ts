export { CartDrawer } from './CartDrawer.tsx';
