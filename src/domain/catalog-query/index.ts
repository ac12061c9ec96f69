export * from './CatalogQuery';
export * from './SearchFolding';
export * from './PaginationWindow';
export * from './CatalogParams';
export * from './StockLevel';
export * from './Categories';
export * from './BestSellers';
export * from './SellingPrice';
