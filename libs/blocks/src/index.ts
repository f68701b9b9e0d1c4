export { NewsTeaserCard, type NewsTeaserCardProps } from './news-teaser-card/NewsTeaserCard';
