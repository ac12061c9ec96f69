export * from './CatalogQuery';
export * from './SearchFolding';
export * from './PaginationWindow';
export * from './CatalogParams';
export * from './CatalogMessages';
export * from './Categories';
export * from './BestSellers';
export * from './SellingPrice';
