export { PortfolioGrid, type PortfolioGridProps, type PortfolioImage } from './PortfolioGrid.tsx';
