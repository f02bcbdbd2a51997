export { Card, type CardProps, type CardTone } from './Card.tsx';
export { cardTones } from './Card.css.ts';
