export { AvatarStack, type AvatarStackPerson, type AvatarStackProps } from './AvatarStack';
