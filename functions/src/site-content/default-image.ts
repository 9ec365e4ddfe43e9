// A new feature, member or benefit shows this until the administrator uploads its picture: a light grey 96x96
// PNG with a darker disc, neutral on both websites. Each new item gets its own copy in its target's folder, so
// that deleting or replacing one item's image never touches another's.
export const defaultImageFileName = 'default-image.png';
export const defaultImageContentType = 'image/png';
export const defaultImageBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAABIUlEQVR4nO3bwYlDQQxEQeefyx59dEALC07BGXywd1pqQ8ELQKrraG6/f09ddFufoDxAgAABAlQcIECAAAEqDhAgQIAAFQcIECBAgIoDBOjbgX7uj4vWx1sDunbpkZoGetdlXWoU6P8680ZDQKdo5pkmgBI6Y0ZxoJzOjFEWKK0zYBQEmtFJG6WAJnWiRhGgeZ2cEaBxoC2dkNFhoF2dhBEgQD1A6zQJI0CASoDWUUJGgAABAgQIECBAgABlgaqMDi4FCFAPUInR2Y0AAaoCWjc6vo6HQ0CFQI4X6oxyWzigWgVygrdsNDC8M+AOoLNMkzP7ilAG9LHU1py+Q9UDlQcIECBAgIoDBAgQIEDFAQIECBCg4gABAgQIUHGAAAGK9gJmLgrW9EGHcAAAAABJRU5ErkJggg==',
  'base64',
);
