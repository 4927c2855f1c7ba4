#include "compiler/kernel_metadata.hpp"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Support/MathExtras.h>

#include <algorithm>

namespace weft::compiler {
namespace {

std::string stringOperand(const llvm::MDNode* node, unsigned index) {
  if (!node || index >= node->getNumOperands())
    return {};
  if (auto* string = llvm::dyn_cast_or_null<llvm::MDString>(node->getOperand(index)))
    return string->getString().str();
  return {};
}

uint64_t intOperand(const llvm::MDNode* node, unsigned index) {
  if (!node || index >= node->getNumOperands())
    return 0;
  if (auto* value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(node->getOperand(index)))
    return value->getZExtValue();
  return 0;
}

// The OpenCL C name of a vec_type_hint type: <4 x float> with signedness 1 is "float4".
std::string hintTypeName(llvm::Type* type, bool isSigned) {
  unsigned count = 1;
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    count = vector->getNumElements();
    type = vector->getElementType();
  }
  std::string name;
  if (type->isFloatTy())
    name = "float";
  else if (type->isDoubleTy())
    name = "double";
  else if (type->isHalfTy())
    name = "half";
  else if (type->isIntegerTy()) {
    switch (type->getIntegerBitWidth()) {
    case 8:
      name = "char";
      break;
    case 16:
      name = "short";
      break;
    case 32:
      name = "int";
      break;
    default:
      name = "long";
      break;
    }
    if (!isSigned)
      name = "u" + name;
  }
  return count > 1 ? name + std::to_string(count) : name;
}

std::array<uint64_t, 3> sizeTriple(const llvm::MDNode* node) {
  return {intOperand(node, 0), intOperand(node, 1), intOperand(node, 2)};
}

std::string sizeAttribute(const char* name, const std::array<uint64_t, 3>& size) {
  return std::string(name) + "(" + std::to_string(size[0]) + "," + std::to_string(size[1]) + "," +
         std::to_string(size[2]) + ")";
}

uint8_t typeQualifiers(const std::string& text) {
  uint8_t bits = 0;
  if (text.find("const") != std::string::npos)
    bits |= kTypeConst;
  if (text.find("restrict") != std::string::npos)
    bits |= kTypeRestrict;
  if (text.find("volatile") != std::string::npos)
    bits |= kTypeVolatile;
  if (text.find("pipe") != std::string::npos)
    bits |= kTypePipe;
  return bits;
}

AccessQualifier accessQualifier(const std::string& text) {
  if (text == "read_only")
    return AccessQualifier::ReadOnly;
  if (text == "write_only")
    return AccessQualifier::WriteOnly;
  if (text == "read_write")
    return AccessQualifier::ReadWrite;
  return AccessQualifier::None;
}

bool startsWith(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

/// An image type's name ("image2d_t", "image1d_buffer_t", ...), not a pointer to a type whose name
/// merely starts so ("image_kernel_data*", as the CTS names its result structure).
bool isImageType(const std::string& baseType) {
  return startsWith(baseType, "image") && baseType.find('*') == std::string::npos;
}

} // namespace

KernelInfo describeKernel(const llvm::Function& kernel, const llvm::DataLayout& layout) {
  KernelInfo info;
  info.name = kernel.getName().str();
  info.uniformWorkGroups =
      kernel.getFnAttribute("uniform-work-group-size").getValueAsString() == "true";
  const llvm::MDNode* addressSpaces = kernel.getMetadata("kernel_arg_addr_space");
  const llvm::MDNode* accessQuals = kernel.getMetadata("kernel_arg_access_qual");
  const llvm::MDNode* types = kernel.getMetadata("kernel_arg_type");
  const llvm::MDNode* baseTypes = kernel.getMetadata("kernel_arg_base_type");
  const llvm::MDNode* typeQuals = kernel.getMetadata("kernel_arg_type_qual");
  const llvm::MDNode* names = kernel.getMetadata("kernel_arg_name");
  info.hasArgInfo = names != nullptr;

  uint64_t offset = 0;
  uint64_t blockAlign = info.argBlockAlign;
  for (const llvm::Argument& param : kernel.args()) {
    const unsigned index = param.getArgNo();
    KernelArg arg;
    arg.typeName = stringOperand(types, index);
    arg.name = stringOperand(names, index);
    arg.accessQualifier = accessQualifier(stringOperand(accessQuals, index));
    const std::string qualifiers = stringOperand(typeQuals, index);
    arg.typeQualifiers = typeQualifiers(qualifiers);
    const std::string baseType = stringOperand(baseTypes, index);

    llvm::Type* type = param.getType();
    uint64_t size = 8;
    uint64_t align = 8;
    switch (intOperand(addressSpaces, index)) {
    case 1:
      arg.addressQualifier = AddressQualifier::Global;
      arg.kind = isImageType(baseType)              ? ArgKind::Image
                 : (arg.typeQualifiers & kTypePipe) ? ArgKind::Pipe
                                                    : ArgKind::GlobalBuffer;
      break;
    case 2:
      arg.addressQualifier = AddressQualifier::Constant;
      arg.kind = ArgKind::ConstantBuffer;
      break;
    case 3:
      arg.addressQualifier = AddressQualifier::Local;
      arg.kind = ArgKind::LocalBuffer;
      break;
    default:
      if (startsWith(baseType, "sampler_t")) {
        arg.kind = ArgKind::Sampler;
      } else if (llvm::Type* byval = param.getParamByValType()) {
        arg.kind = ArgKind::Aggregate;
        size = layout.getTypeAllocSize(byval);
        align = std::max<uint64_t>(layout.getABITypeAlign(byval).value(),
                                   param.getParamAlign().valueOrOne().value());
      } else if (!type->isPointerTy()) {
        arg.kind = ArgKind::Value;
        size = layout.getTypeAllocSize(type);
        align = layout.getABITypeAlign(type).value();
      }
      break;
    }
    offset = llvm::alignTo(offset, align);
    arg.offset = static_cast<uint32_t>(offset);
    arg.size = static_cast<uint32_t>(size);
    offset += size;
    blockAlign = std::max(blockAlign, align);
    info.args.push_back(std::move(arg));
  }
  info.argBlockAlign = static_cast<uint32_t>(blockAlign);
  info.argBlockSize = static_cast<uint32_t>(llvm::alignTo(offset, blockAlign));

  std::vector<std::string> attributes;
  if (const llvm::MDNode* node = kernel.getMetadata("reqd_work_group_size")) {
    info.reqdWorkGroupSize = sizeTriple(node);
    attributes.push_back(sizeAttribute("reqd_work_group_size", info.reqdWorkGroupSize));
  }
  if (const llvm::MDNode* node = kernel.getMetadata("work_group_size_hint")) {
    info.workGroupSizeHint = sizeTriple(node);
    attributes.push_back(sizeAttribute("work_group_size_hint", info.workGroupSizeHint));
  }
  if (const llvm::MDNode* node = kernel.getMetadata("vec_type_hint")) {
    if (node->getNumOperands() >= 1) {
      if (auto* value = llvm::dyn_cast<llvm::ValueAsMetadata>(node->getOperand(0)))
        info.vecTypeHint = hintTypeName(value->getType(), intOperand(node, 1) != 0);
    }
    attributes.push_back("vec_type_hint(" + info.vecTypeHint + ")");
  }
  for (const std::string& attribute : attributes)
    info.attributes += (info.attributes.empty() ? "" : " ") + attribute;
  return info;
}

} // namespace weft::compiler
